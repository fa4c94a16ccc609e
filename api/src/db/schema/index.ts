export * from './users';
export * from './throttle';
export * from './mail';
export * from './trainings';
export * from './life-gps';
export * from './team';
export * from './results';
