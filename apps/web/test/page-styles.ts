/** The page's own stylesheet, for browser tests that measure a feature as the app draws it. */
import '../src/app/app.css';
