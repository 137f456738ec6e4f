// An image of the content folder, always with its width and height; only the first screenful
// loads eagerly (the first hero slide with high priority).
import type { ContentImage as ContentImageData } from '../types';
import { imageLoading } from '../../../components/ui/image-loading';

interface ContentImageProps {
  image: ContentImageData;
  alt: string;
  priority?: boolean;
  className?: string;
}

export function ContentImage({ image, alt, priority = false, className }: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.PATH}
      width={image.WIDTH}
      height={image.HEIGHT}
      alt={alt}
      {...imageLoading(priority)}
    />
  );
}
