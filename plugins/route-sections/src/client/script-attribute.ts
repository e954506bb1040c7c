/** Marks the section script tags postBuild writes, which the client removes once main.js runs. */
export const SECTION_SCRIPT_ATTRIBUTE = 'data-route-section';
