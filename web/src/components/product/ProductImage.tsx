// Card and detail images come in three widths (240, 480, 960 px, 4:5); the browser picks one by
// the slot size. Only images in the first screenful load eagerly.
import type { ProductImage as ProductImageData } from '../../lib/page-data';
import { Icon } from '../ui/Icon';
import { imageLoading } from '../ui/image-loading';
import './product.css';

interface ProductImageProps {
  image: ProductImageData | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

export function ProductImage({ image, alt, sizes, priority = false, className = '' }: ProductImageProps) {
  if (!image) {
    return (
      <div className={`product-image product-image--empty ${className}`}>
        <Icon name="bag" size={40} />
      </div>
    );
  }
  return (
    <img
      className={`product-image ${className}`}
      src={image.MEDIUM}
      srcSet={`${image.SMALL} 240w, ${image.MEDIUM} 480w, ${image.BIG} 960w`}
      sizes={sizes}
      width={image.WIDTH || 480}
      height={image.HEIGHT || 600}
      alt={alt}
      {...imageLoading(priority)}
    />
  );
}
