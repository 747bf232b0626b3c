/**
 * Prerendered widgets hydrate one per task, those in view first, so a page of widgets never
 * blocks the main thread in one long task and the visitor's part of the page is live first.
 */
interface Waiting {
  element: HTMLElement;
  hydrate: () => void;
}

const queue: Waiting[] = [];
let draining = false;

const inView = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
};

function drain() {
  const index = Math.max(
    0,
    queue.findIndex((waiting) => inView(waiting.element)),
  );
  const [next] = queue.splice(index, 1);
  next?.hydrate();
  if (queue.length) setTimeout(drain);
  else draining = false;
}

/** Runs `hydrate` in a task of its own, once the widgets ahead of it (in view first) have had theirs; returns what takes it out of the queue. */
export function queueHydration(element: HTMLElement, hydrate: () => void): () => void {
  const waiting = { element, hydrate };
  queue.push(waiting);
  if (!draining) {
    draining = true;
    setTimeout(drain);
  }
  return () => {
    const index = queue.indexOf(waiting);
    if (index !== -1) queue.splice(index, 1);
  };
}
