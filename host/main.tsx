import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import '../widgets/access-bar/element';
import '../widgets/header/element';
import '../widgets/menu/element';
import '../widgets/footer/element';
import { autoloadWidgets } from '../widgets/autoload';
import { App } from './App';

// Chrome widgets are on every page and load with the host; the rest load when their tag appears.
autoloadWidgets();

createRoot(document.getElementById('app')!).render(
  <Router base="">
    <App />
  </Router>,
);
