// The cross-engine journeys (journeys.mjs) in Firefox (puppeteer-core over WebDriver BiDi).
import { journeysIn } from './journeys.mjs';

journeysIn('firefox');
