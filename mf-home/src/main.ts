// Async boundary: Module Federation negotiates shared singletons before the page code runs.
import('./standalone').catch((error: unknown) => console.error('The page could not start', error));
