/** K-21: a promotion slide as the slider shows it. `hideOverlay` suppresses the name and description overlay. */
export type SlideDto = {
  id: number;
  name: string;
  description: string | null;
  url: string | null;
  imageUrl: string;
  hideOverlay: boolean;
};

/** K-20 (proposal): slides are 1920 wide by 540 high. */
export const SLIDE_WIDTH = 1920;
export const SLIDE_HEIGHT = 540;
