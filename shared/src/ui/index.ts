export { Page } from './Page.tsx';
