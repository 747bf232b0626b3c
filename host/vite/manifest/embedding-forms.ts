import { FRAME_PATH } from '../../../data/paths.ts';

/** The documentation widget is the /embed page itself, not something to frame. */
export const NOT_FRAMED = new Set(['uni-embed-docs']);

/**
 * The three ways to embed a widget, as the manifest documents them for each
 * module (custom-elements.json `modules[].description`), so tools and readers of
 * the manifest see them beside the tag and its attributes.
 */
export function embeddingForms(tag: string, frame: boolean): string {
  const forms = [
    `Embed it in one of these forms, after the loader (\`<script type="module" src="https://<kit site>/widgets/index.js"></script>\`):`,
    `- tag: \`<${tag} attribute="value"></${tag}>\`, where you control the HTML;`,
    `- editor-safe: \`<div data-uni-widget="${tag}" data-attribute="value"></div>\` (every attribute as \`data-\` + its name), where a WYSIWYG editor (CKEditor, TinyMCE, WordPress, Joomla, Drupal) strips unknown tags and scripts; the loader goes in the site template and upgrades the div, also when it appears later;`,
  ];
  if (frame)
    forms.push(
      `- iframe: \`<iframe data-uni-frame src="https://<kit site>${FRAME_PATH}${tag}?attribute=value" title="…" height="600"></iframe>\`, where no script is allowed; links open in the parent page; the optional \`widgets/frame-resizer.js\` fits the frame to the widget.`,
    );
  return forms.join('\n');
}
