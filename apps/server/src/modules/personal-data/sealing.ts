/** The data cipher's contexts: a draft or a body sealed for one prospect opens for it only. */
export const draftContext = (prospectId: string) => `prospect:${prospectId}:info`;
export const bodyContext = (prospectId: string) => `prospect:${prospectId}:info:body`;
