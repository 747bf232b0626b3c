/**
 * Where the publishing desk (/admin, Decap CMS) lives and what it talks to, defined once:
 * the generated Decap configuration (cms-config.ts) and the desk's own security policy
 * (host/vite/servers/security-headers.ts) both read these. A university sets its own Forgejo
 * address, repository and OAuth client here (docs/webmasters/publishing.md, "In production").
 */

/** The desk's page: `dist/admin.html`, served at /admin; its files are under /admin/. */
export const DESK_PATH = '/admin';

/** The university's own Forgejo, which holds the site's repository and signs webmasters in. */
export const FORGEJO_ORIGIN = 'https://git.university.example';
export const FORGEJO_REPO = 'web/university-website';
/** The OAuth2 application's client ID (a public client: no secret; Forgejo, Settings, Applications). */
export const FORGEJO_APP_ID = 'replace-with-the-oauth-client-id';
/** The branch the site is built from: a published record is a commit on it. */
export const PUBLISH_BRANCH = 'main';

/**
 * decap-server's address when the desk runs on this computer (`npm run cms`; it listens on loopback only). Decap uses it
 * only when the desk page itself is on localhost or 127.0.0.1 and the server answers.
 */
export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`;

/** Decap's prebuilt bundle, copied from node_modules/decap-cms/dist with the chunks it loads beside it. */
export const DECAP_FOLDER = `${DESK_PATH}/decap`;
export const DECAP_BUNDLE = `${DECAP_FOLDER}/decap-cms.js`;

/** Our format for record files (host/admin/record-format.ts), named in the generated configuration. */
export const RECORD_FORMAT = 'record-yaml';

/** Our format for page files (host/admin/page-format.ts): the desk's edits applied to the file as written. */
export const PAGE_FORMAT = 'page-yaml';

/** Our format for the site's files (host/admin/site-format.ts): like pages, the desk's edits applied to the file as written. */
export const SITE_FORMAT = 'site-yaml';
