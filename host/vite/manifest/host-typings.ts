import { format, resolveConfig } from 'prettier';
import { generateManifest, renderTypings } from './custom-elements-manifest.ts';

/** The host's own typings of the `uni-*` tags (host/custom-elements.d.ts): written by `npm run typings`. */
export const HOST_TYPINGS_FILE = 'host/custom-elements.d.ts';

/** The JSX typings made from the widgets' definitions, formatted as the repository is. */
export async function hostTypings(root: string): Promise<string> {
  const { manifest } = await generateManifest(root);
  const file = `${root}/${HOST_TYPINGS_FILE}`;
  const header =
    "// Run `npm run typings` after changing a widget's attributes: a unit test checks this file is up to date.\n";
  return format(header + renderTypings(manifest), { ...(await resolveConfig(file)), filepath: file });
}
