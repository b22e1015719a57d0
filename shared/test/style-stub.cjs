// Stylesheets have no meaning in jsdom; tests import this instead.
module.exports = {};
