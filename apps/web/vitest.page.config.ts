import { browserProject, PAGE_OWN_FILES } from './vitest.browser.config.ts';

// The browser tests whose subject is the page itself (its one audio engine, made and unlocked
// once): each file on a fresh page (vitest.browser.config.ts).
export default browserProject({ name: 'web-page', include: PAGE_OWN_FILES, exclude: [], isolate: true });
