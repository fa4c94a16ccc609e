// The cross-engine journeys (journeys.mjs) in Chromium (playwright-core).
import { journeysIn } from './journeys.mjs';

journeysIn('chromium');
