export * from './Alert';
export * from './Button';
export * from './Field';
export * from './ImageCarousel';
export * from './ProgressBar';
export * from './Spinner';
export * from './StaticModal';
export * from './useInterval';
