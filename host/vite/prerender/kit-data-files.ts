import { LANGUAGE_CODES } from '../../../data/i18n/languages';
import { widgetDataFiles } from '../../../data/records/widget-data-files';
import { loadKitData, setKitDataLoader } from '../../../widgets/core/kit-data';

/**
 * The widgets' kit files (data/records/widget-data-files.ts) for the prerender and the tests: made
 * from the records, not downloaded, and read before any page renders, so the events widget renders
 * synchronously from the very data the built file holds (which its hydration then reads).
 */
export async function loadKitDataFromRecords(): Promise<void> {
  const files = new Map(LANGUAGE_CODES.flatMap((lang) => widgetDataFiles(lang).map((file) => [file.path, file.data])));
  setKitDataLoader(async (path) => {
    if (!files.has(path)) throw new Error(`the build makes no widget data file ${path}`);
    return files.get(path);
  });
  await Promise.all([...files.keys()].map(loadKitData));
}
