import { useI18n } from './i18n';
/**
 * Buttons every carousel shows (WAI-ARIA carousel pattern): the rotation
 * control (pause/play, WCAG 2.2.2) and previous/next. Each has a text name;
 * icons are decorative.
 */

const buttonClass =
  'visible-focus inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-brand-dark p-0 text-white hover:bg-accent';

export function RotationButton({
  rotationOn,
  onToggle,
  controls,
}: {
  rotationOn: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { t } = useI18n();
  return (
    <button type="button" className={buttonClass} aria-controls={controls} onClick={onToggle} data-rotation-control="">
      {rotationOn ? (
        <span className="i-mdi-pause text-xl" aria-hidden="true" />
      ) : (
        <span className="i-mdi-play text-xl" aria-hidden="true" />
      )}
      <span className="sr-only">{rotationOn ? t('carousel.stop') : t('carousel.start')}</span>
    </button>
  );
}

export function StepButton({
  direction,
  onStep,
  controls,
}: {
  direction: 'previous' | 'next';
  onStep: () => void;
  controls: string;
}) {
  const { t } = useI18n();
  return (
    <button type="button" className={buttonClass} aria-controls={controls} onClick={onStep} data-step={direction}>
      {direction === 'previous' ? (
        <span className="i-mdi-chevron-left text-2xl" aria-hidden="true" />
      ) : (
        <span className="i-mdi-chevron-right text-2xl" aria-hidden="true" />
      )}
      <span className="sr-only">{direction === 'previous' ? t('carousel.previous') : t('carousel.next')}</span>
    </button>
  );
}
