// The gallery lightbox on PhotoSwipe (spec sections 2 and 9). PhotoSwipe gives the dialog, the
// Escape key, the close button and backdrop click, left/right arrows, loop and pinch-zoom; this
// module adds the thumbnail strip (up arrow opens it, down arrow closes it), the one-second double
// tap that ends a zoom, zoom reset on slide change, the bars hiding after 6 s and the full-width
// zoom on wide windows. It is imported only when a shopper opens the lightbox.
import PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import './lightbox.css';
import { isDoubleTap } from './rules';

/** Spec section 9, gallery and pinch-zoom constants. */
export const GALLERY = {
  backdropMs: 150,
  barsHideMs: 6000,
  preload: 1,
  thumbWidth: 100,
  thumbMargin: 5,
  stripHeight: 100,
  zoomReadyMs: 300,
  fullWidthZoomMinWindow: 1024,
} as const;

export interface LightboxImage {
  src: string;
  srcset: string;
  thumb: string;
  width: number;
  height: number;
  alt: string;
}

export interface LightboxTexts {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  thumbnails: string;
  showThumbnails: string;
}

interface Options {
  images: LightboxImage[];
  index: number;
  texts: LightboxTexts;
  /** Reports the slide shown (the page follows it) and the close. */
  onChange?: (index: number) => void;
  onClose?: () => void;
}

export function openLightbox({ images, index, texts, onChange, onClose }: Options): PhotoSwipe {
  const dataSource: SlideData[] = images.map((image) => ({
    src: image.src,
    srcset: image.srcset,
    width: image.width,
    height: image.height,
    alt: image.alt,
  }));
  let stripOpen = window.innerHeight > 500;
  const stripSpace = GALLERY.stripHeight + 2 * GALLERY.thumbMargin;

  const pswp = new PhotoSwipe({
    dataSource,
    index,
    loop: true,
    preload: [GALLERY.preload, GALLERY.preload],
    showHideAnimationType: 'fade',
    showAnimationDuration: GALLERY.backdropMs,
    hideAnimationDuration: GALLERY.backdropMs,
    bgOpacity: 1,
    bgClickAction: 'close',
    escKey: true,
    arrowKeys: true,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    // Our own double tap (below) replaces PhotoSwipe's 300 ms one.
    doubleTapAction: false,
    paddingFn: () => ({ top: 0, bottom: stripOpen ? stripSpace : 0, left: 0, right: 0 }),
    // Full-width zoom only on wide windows; elsewhere twice the fitted size.
    secondaryZoomLevel: (zoom) =>
      window.innerWidth > GALLERY.fullWidthZoomMinWindow && zoom.panAreaSize && zoom.elementSize
        ? zoom.panAreaSize.x / zoom.elementSize.x
        : Math.max(zoom.fit * 2, 1),
    mainClass: 'pswp--vitrin',
  });

  // Zoom by click only once the lightbox has been open for a moment.
  let zoomReadyAt = Number.POSITIVE_INFINITY;
  pswp.on('openingAnimationEnd', () => {
    zoomReadyAt = performance.now() + GALLERY.zoomReadyMs;
  });
  pswp.on('imageClickAction', (event) => {
    if (performance.now() < zoomReadyAt) event.preventDefault();
  });

  // A second tap within a second ends a zoom (or zooms in when not zoomed).
  let lastTap: number | null = null;
  pswp.on('tapAction', (event) => {
    const now = performance.now();
    const slide = pswp.currSlide;
    if (slide && isDoubleTap(lastTap, now)) {
      event.preventDefault();
      lastTap = null;
      const zoomed = slide.currZoomLevel > slide.zoomLevels.initial + 0.01;
      const point = { x: event.point.x ?? 0, y: event.point.y ?? 0 };
      slide.zoomTo(zoomed ? slide.zoomLevels.initial : slide.zoomLevels.secondary, point, undefined, true);
      return;
    }
    lastTap = now;
  });

  // Zoom resets on slide change: every slide but the shown one goes back to its fitted size.
  pswp.on('change', () => {
    for (const holder of pswp.mainScroll.itemHolders) {
      const slide = holder.slide;
      if (slide && slide !== pswp.currSlide && slide.currZoomLevel !== slide.zoomLevels.initial) {
        slide.zoomAndPanToInitial();
        slide.applyCurrentZoomPan();
      }
    }
    markThumb();
    onChange?.(pswp.currIndex);
  });

  // The bars hide after a quiet spell and come back on any movement.
  let barsTimer = 0;
  const showBars = () => {
    pswp.element?.classList.add('pswp--ui-visible');
    window.clearTimeout(barsTimer);
    barsTimer = window.setTimeout(() => {
      pswp.element?.classList.remove('pswp--ui-visible');
    }, GALLERY.barsHideMs);
  };
  pswp.on('pointerMove', showBars);
  pswp.on('pointerDown', showBars);

  // The thumbnail strip.
  let strip: HTMLElement | null = null;
  const markThumb = () => {
    strip?.querySelectorAll('button').forEach((button, i) => {
      button.setAttribute('aria-current', String(i === pswp.currIndex));
    });
    strip?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const setStrip = (open: boolean) => {
    stripOpen = open;
    pswp.element?.classList.toggle('pswp--thumbs-open', open);
    pswp.updateSize(true);
  };
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'thumbs',
      order: 20,
      appendTo: 'root',
      onInit: (element) => {
        strip = element;
        element.setAttribute('role', 'group');
        element.setAttribute('aria-label', texts.thumbnails);
        element.style.setProperty('--thumb-width', `${GALLERY.thumbWidth}px`);
        element.style.setProperty('--thumb-margin', `${GALLERY.thumbMargin}px`);
        element.style.setProperty('--strip-height', `${GALLERY.stripHeight}px`);
        images.forEach((image, i) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'pswp__thumb';
          button.setAttribute('aria-label', `${image.alt} ${i + 1}/${images.length}`);
          const img = document.createElement('img');
          img.src = image.thumb;
          img.width = GALLERY.thumbWidth;
          img.height = Math.round((GALLERY.thumbWidth * image.height) / image.width);
          img.alt = '';
          img.loading = 'lazy';
          button.append(img);
          button.addEventListener('click', () => {
            pswp.goTo(i);
          });
          element.append(button);
        });
        markThumb();
      },
    });
    pswp.ui?.registerElement({
      name: 'thumbs-toggle',
      order: 15,
      isButton: true,
      title: texts.showThumbnails,
      html: '<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="M7 9h18v10H7zM7 22h4v3H7zM14 22h4v3h-4zM21 22h4v3h-4z" fill="currentColor"/></svg>',
      onClick: () => {
        setStrip(!stripOpen);
      },
    });
  });

  pswp.on('keydown', (event) => {
    const key = event.originalEvent.key;
    const slide = pswp.currSlide;
    // Up and down pan a zoomed image; otherwise they open and close the strip.
    if ((key === 'ArrowUp' || key === 'ArrowDown') && !(slide && slide.isPannable())) {
      event.preventDefault();
      setStrip(key === 'ArrowUp');
    }
    showBars();
  });

  pswp.on('afterInit', () => {
    pswp.element?.classList.toggle('pswp--thumbs-open', stripOpen);
    showBars();
  });
  pswp.on('destroy', () => {
    window.clearTimeout(barsTimer);
    onClose?.();
  });
  pswp.init();
  return pswp;
}
