/**
 * `npm run build -- --full` asks for a build of everything (tools/build.mjs sets this; Vite's own
 * command line takes no option of ours): no output and no kept hash of the last build is trusted.
 */
export const fullBuildAsked = (): boolean => process.env.UNI_FULL_BUILD === '1';
