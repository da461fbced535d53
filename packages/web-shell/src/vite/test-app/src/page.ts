// The lazily loaded page of the test app (first-page-preload.test.ts): its own chunk and styles.
import { shared } from './shared';
import './page.css';

export const page = `page ${shared}`;
