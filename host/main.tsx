import { autoloadWidgets } from '../widgets/autoload';
import { interceptLinks } from './intercept-links';

// Islands: each widget loads its code when its tag says (widgets/autoload.ts).
autoloadWidgets();

const app = document.getElementById('app')!;
const startApp = (to?: string) => import('./spa').then((spa) => spa.startApp(app, to));

if (app.dataset.prerendered) {
  // The prerendered page is complete without the host's React app: it loads at the
  // first same-origin link click, which it then performs client-side.
  const stop = interceptLinks((to) => {
    stop();
    void startApp(to);
  });
} else {
  void startApp();
}
