/** Writes widgets/<name>/ and the catalog keys into the project at `root`; returns the files written. */
export function createWidget(root: string, name: string): string[];
