// The cross-engine journeys (journeys.mjs) in WebKit (MiniBrowser through WebKitWebDriver, webdriverio).
import { journeysIn } from './journeys.mjs';

journeysIn('webkit');
