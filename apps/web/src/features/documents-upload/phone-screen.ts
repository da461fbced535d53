/** A phone-sized screen: the photos are best taken on the device itself (decision 085). */
export const PHONE_SCREEN_QUERY = '(max-width: 640px)';
