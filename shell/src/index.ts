// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
void import('./bootstrap');
