// Async boundary: Module Federation negotiates shared singletons before the page code runs.
import('./standalone');
