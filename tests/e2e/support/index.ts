export { expectNoAxeViolations, WCAG_21_AA } from './axe'
export { INDIA, seedVisitorLocation, UNITED_STATES, type SeededLocation } from './location'
export { gotoWithScenario } from './scenario'
export { DESKTOP, MOBILE } from './viewports'
