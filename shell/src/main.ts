// Module Federation needs an async boundary: shared singletons are negotiated before the app's code runs.
import('./bootstrap');
