import { texts } from '../../data/texts';

export function NotFound() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 text-center">
      <h1 className="m-0 mb-4 text-3xl font-bold text-brand">{texts.notFoundHeading}</h1>
      <p className="m-0 mb-6">{texts.notFoundText}</p>
      <a href="/" className="focus-ring rounded text-brand underline">
        Go to the home page
      </a>
    </div>
  );
}
