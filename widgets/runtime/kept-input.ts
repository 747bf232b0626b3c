import { pressAgain } from './moving-keys';
import { HYDRATED_EVENT, KEPT_INPUT_PROPERTY } from './protocol';

/** What an island kept of the visitor's input before its hydration committed (early-input.ts `keepInputUntilHydrated`). */
export interface KeptInput {
  /** Buttons pressed and keys pressed (the moving ones are pressed again: moving-keys.ts), in order. */
  presses: Array<HTMLButtonElement | KeyboardEvent>;
  /** Each field's last value. */
  fields: Map<HTMLSelectElement | HTMLInputElement, string>;
}

/** A widget's element, with the input kept for it while it waited for its code. */
export type InputKeeper = Element & { [KEPT_INPUT_PROPERTY]?: KeptInput };

/**
 * Tells the widget's element its content is live (`HYDRATED_EVENT`: the loader stops keeping
 * input), then replays what the visitor did while it waited, in order: in a task of its own, as
 * the call comes from React's effect phase, where a replayed click's state update is lost (a
 * phone's first tap on Menu did not open it). This runs in the widget's code, not the loader's.
 */
export function hydrationCommitted(element: InputKeeper): void {
  element.dispatchEvent(new Event(HYDRATED_EVENT));
  const kept = element[KEPT_INPUT_PROPERTY];
  if (!kept) return;
  delete element[KEPT_INPUT_PROPERTY];
  setTimeout(() => {
    for (const press of kept.presses)
      if (press instanceof KeyboardEvent) pressAgain(element.shadowRoot ?? element, press);
      else press.click();
    for (const [field, value] of kept.fields) {
      // Hydrating a controlled select puts back the server's value, and React tells a visitor's
      // change from its own by the last value it saw, which for a typed text is the visitor's
      // (it read it as it hydrated): the field is emptied where React sees it, then given the
      // visitor's value past React (the element's own setter), so the change reaches the state.
      field.value = '';
      Reflect.set(Object.getPrototypeOf(field) as object, 'value', value, field);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
}
