import type { DecapCms } from './decap';
import { addDeskFonts, PREVIEW_FONT_CSS } from './desk-fonts';
import { DECAP_BUNDLE, PAGE_FORMAT, RECORD_FORMAT, SITE_FORMAT } from './desk-settings';
import { pageFormat } from './page-format';
import { PREVIEW_CSS, recordPreview } from './previews';
import { recordFormat } from './record-format';
import { siteFormat } from './site-format';
import { KIND_LABELS } from './record-labels';

/**
 * The publishing desk's script (admin.html). Decap starts by itself when its bundle loads
 * unless told not to; our record format must be registered before Decap reads the
 * configuration, so we load the bundle ourselves and start it once everything is registered.
 * A script file, not inline: the desk's policy has no 'unsafe-inline' for scripts.
 */

function loadDecap(): Promise<DecapCms> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = DECAP_BUNDLE;
    script.addEventListener('load', () =>
      window.CMS ? resolve(window.CMS) : reject(new Error('Decap did not start')),
    );
    script.addEventListener('error', () => reject(new Error(`could not load ${DECAP_BUNDLE}`)));
    document.head.append(script);
  });
}

/**
 * On this computer (`npm run cms`; Decap uses the local backend only on these hosts) each
 * save is one commit, at once; on the university's Forgejo the configuration's editorial
 * workflow applies (draft, review, publish).
 */
const onThisComputer = ['localhost', '127.0.0.1'].includes(location.hostname);

addDeskFonts();
const cms = await loadDecap();
cms.registerCustomFormat(RECORD_FORMAT, 'yaml', recordFormat);
cms.registerCustomFormat(PAGE_FORMAT, 'yaml', pageFormat);
cms.registerCustomFormat(SITE_FORMAT, 'yaml', siteFormat);
cms.registerPreviewStyle(PREVIEW_FONT_CSS + PREVIEW_CSS, { raw: true });
for (const kind of Object.keys(KIND_LABELS)) cms.registerPreviewTemplate(kind, recordPreview(window.h!));
cms.init(onThisComputer ? { config: { publish_mode: 'simple' } } : undefined);
