/**
 * `virtual:custom-elements-manifest`: the kit's Custom Elements Manifest, generated
 * from widgets/registry.ts and each element.ts by host/vite/manifest/custom-elements-manifest.ts
 * (served by the embed-kit plugin; the same file the build writes to dist/widgets/custom-elements.json).
 */
declare module 'virtual:custom-elements-manifest' {
  export interface ManifestAttribute {
    name: string;
    fieldName?: string;
    type?: { text: string };
    default?: string;
    description?: string;
  }
  export interface ManifestEvent {
    name: string;
    type?: { text: string };
    description?: string;
  }
  export interface ManifestDeclaration {
    kind: string;
    name: string;
    tagName?: string;
    customElement?: boolean;
    summary?: string;
    description?: string;
    attributes?: ManifestAttribute[];
    events?: ManifestEvent[];
  }
  export interface CustomElementsManifest {
    schemaVersion: string;
    modules: Array<{ kind: string; path: string; declarations?: ManifestDeclaration[] }>;
  }
  const manifest: CustomElementsManifest;
  export default manifest;
}
