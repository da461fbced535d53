// The lazily loaded page of the test app (first-page-preload.test.ts): its own styles.
import { frame } from './frame';
import { shared } from './shared';
import './page.css';

export const page = `page ${shared} in ${frame}`;
