import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYSTEM_DEVANAGARI_FACES } from '../../host/pre-paint/devanagari-subset';

const css = readFileSync(new URL('../../widgets/core/fonts/devanagari.css', import.meta.url), 'utf8');
const localFaces = (sources: string) => [...sources.matchAll(/local\('([^']+)'\)/g)].map(([, name]) => name);

describe("the pre-paint script's probe for a system Devanagari face (host/pre-paint/devanagari-subset.ts)", () => {
  it("looks for the faces the site's regular face names before its subset, in the same order", () => {
    const regular = css
      .split('@font-face')
      .find((rule) => rule.includes("font-family: 'Noto Sans Devanagari';") && rule.includes('font-weight: 400;'));
    expect(regular, 'devanagari.css has a regular Noto Sans Devanagari face').toBeDefined();
    const sources = /src:([^;]+);/.exec(regular!)?.[1] ?? '';
    expect(localFaces(SYSTEM_DEVANAGARI_FACES)).toEqual(localFaces(sources));
    expect(localFaces(sources).length).toBeGreaterThan(3);
  });
});
