// The product gallery: the main image and a row of thumbnails; the main image opens the lightbox,
// whose code (PhotoSwipe) is fetched only then. The images are the chosen colour's first.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { ProductImage } from '../../../components/product/ProductImage';
import type { ProductImage as ImageData } from '../../../lib/page-data';
import type { LightboxImage } from '../lightbox';
import './product.css';

interface ProductGalleryProps {
  images: ImageData[];
  title: string;
  /** Changes when the colour changes: the gallery goes back to its first image. */
  resetKey: string | number;
  badge?: ReactNode;
}

/** The big image sizes are twice the medium ones (960 wide, 4:5). */
function lightboxImages(images: ImageData[], title: string): LightboxImage[] {
  return images.map((image) => ({
    src: image.BIG,
    srcset: `${image.MEDIUM} 480w, ${image.BIG} 960w`,
    thumb: image.SMALL,
    width: (image.WIDTH || 480) * 2,
    height: (image.HEIGHT || 600) * 2,
    alt: title,
  }));
}

export function ProductGallery({ images, title, resetKey, badge }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [opening, setOpening] = useState(false);
  const [shownKey, setShownKey] = useState(resetKey);
  const mainButton = useRef<HTMLButtonElement>(null);
  const closeOpen = useRef<(() => void) | null>(null);

  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setIndex(0);
  }
  const current = Math.min(index, Math.max(0, images.length - 1));

  useEffect(
    () => () => {
      closeOpen.current?.();
    },
    [],
  );

  const open = () => {
    if (images.length === 0 || opening) return;
    setOpening(true);
    void import('../lightbox')
      .then(({ openLightbox }) => {
        const pswp = openLightbox({
          images: lightboxImages(images, title),
          index: current,
          texts: {
            close: t('product.gallery.close'),
            zoom: t('product.gallery.zoom'),
            previous: t('product.gallery.previous'),
            next: t('product.gallery.next'),
            thumbnails: t('product.gallery.thumbnails'),
            showThumbnails: t('product.gallery.showThumbnails'),
          },
          onChange: setIndex,
          onClose: () => {
            closeOpen.current = null;
          },
        });
        closeOpen.current = () => {
          pswp.destroy();
        };
      })
      .finally(() => {
        setOpening(false);
      });
  };

  return (
    <div className="gallery" data-testid="product-gallery">
      <div className="gallery__main">
        <button
          ref={mainButton}
          type="button"
          className="gallery__open"
          onClick={open}
          aria-label={t('product.gallery.open', { title })}
          aria-busy={opening || undefined}
        >
          <ProductImage
            image={images[current]}
            alt={title}
            sizes="(min-width: 992px) 560px, 100vw"
            priority
            className="gallery__image"
          />
          <span className="gallery__zoom-hint" aria-hidden="true">
            <Icon name="search" size={18} />
          </span>
        </button>
        {badge}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('product.gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={`${image.SMALL}-${i}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === current}
                aria-label={t('product.gallery.show', { number: i + 1, count: images.length })}
                onClick={() => {
                  setIndex(i);
                }}
              >
                <img src={image.SMALL} width={80} height={100} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
