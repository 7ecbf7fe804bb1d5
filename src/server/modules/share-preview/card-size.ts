/** The link-preview card's size: the 1.91:1 picture chat apps and forums show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
