import path from 'node:path';
import { API_ROOT } from '../../paths';

/** Small trainings of the tests' own (not the real content): free-course and paid-course. */
export const FIXTURE_TRAININGS = path.join(API_ROOT, 'src', 'features', 'trainings', 'fixtures', 'trainings');
