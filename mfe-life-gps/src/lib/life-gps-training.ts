/** The slug of the "Le GPS de ma vie" training, whose test draws the wheel (docs/product.md §8.2). */
export const LIFE_GPS_TRAINING = 'le-gps-de-ma-vie';

/** The full result page of the latest wheel (mfe-trainings, docs/product.md §8.3). */
export const LIFE_GPS_RESULT_PATH = `/training_results/${LIFE_GPS_TRAINING}/my_life_gps`;
