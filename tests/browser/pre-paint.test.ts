import { expect } from 'chai';
import { applyStoredChoices } from '../../host/pre-paint/stored-choices';
import {
  CONTRAST_KEY,
  DEFAULT_TEXT_SIZE,
  TEXT_SCALE_PROPERTY,
  TEXT_SIZE_KEY,
  TEXT_SIZE_STEPS,
} from '../../widgets/runtime/protocol';

const root = document.documentElement;
const appliedScale = () => root.style.getPropertyValue(TEXT_SCALE_PROPERTY);

describe('the pre-paint script: stored choices', () => {
  afterEach(() => {
    localStorage.removeItem(TEXT_SIZE_KEY);
    localStorage.removeItem(CONTRAST_KEY);
    root.style.removeProperty(TEXT_SCALE_PROPERTY);
    delete root.dataset.contrast;
  });

  it('applies every size the access bar offers, and leaves the default unset', () => {
    for (const size of TEXT_SIZE_STEPS) {
      root.style.removeProperty(TEXT_SCALE_PROPERTY);
      localStorage.setItem(TEXT_SIZE_KEY, String(size));
      applyStoredChoices();
      expect(appliedScale(), String(size)).to.equal(size === DEFAULT_TEXT_SIZE ? '' : String(size / 100));
    }
  });

  it('ignores a stored size or scheme that is not one it offers', () => {
    localStorage.setItem(TEXT_SIZE_KEY, '9000');
    localStorage.setItem(CONTRAST_KEY, 'neon');
    applyStoredChoices();
    expect(appliedScale()).to.equal('');
    expect(root.dataset.contrast).to.equal(undefined);
  });

  it('applies the stored colour scheme', () => {
    localStorage.setItem(CONTRAST_KEY, 'high');
    applyStoredChoices();
    expect(root.dataset.contrast).to.equal('high');
  });
});
