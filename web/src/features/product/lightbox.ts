// The gallery lightbox on PhotoSwipe (spec sections 2 and 9). PhotoSwipe gives the dialog, the
// Escape key, the close button and backdrop click, left/right arrows, loop and pinch-zoom; this
// module adds the thumbnail strip (up arrow opens it, down arrow closes it), slide changes that
// take 600 ms whatever starts them, the 50 px swipe threshold, the one-second double tap that ends
// a zoom, the pinch rules (a pinch below the fitted size ends the zoom instead of closing; never
// narrower than 50 px; taps ignored 250 ms after a pinch; a 10 ms touch delay), zoom reset on
// slide change, the bars hiding after 6 s and the full-width zoom on wide windows. It is imported
// only when a shopper opens the lightbox.
import PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import './lightbox.css';
import {
  GALLERY,
  isDoubleTap,
  pinchEndsZoom,
  pinchZoomFloor,
  slideProgress,
  slideSteps,
  swipeStep,
  touchSettled,
  zoomFlagSet,
} from './rules';

export { GALLERY, PINCH } from './rules';

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
    // Spec section 2: a pinch below the fitted size ends the zoom; it never closes the lightbox.
    pinchToClose: false,
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

  let lastTap: number | null = null;

  // Slide changes. PhotoSwipe jumps on goTo()/next()/prev() and springs after a swipe; here every
  // change moves the main scroll over GALLERY.slideMs instead. The index changes at once (so the
  // counter, the strip and the page follow), then the container glides from where it was shown.
  const { mainScroll } = pswp;
  let slideFrame = 0;
  let afterSlide: (() => void) | null = null;
  const stopSlide = () => {
    if (slideFrame) cancelAnimationFrame(slideFrame);
    slideFrame = 0;
    const done = afterSlide;
    afterSlide = null;
    done?.();
  };
  /** Moves `diff` slides (looped the short way round; 0 settles on the current one). */
  const slideBy = (diff: number) => {
    const width = mainScroll.slideWidth;
    if (!width) {
      pswp.goTo(pswp.potentialIndex + diff);
      return;
    }
    stopSlide();
    pswp.animations.stopMainScroll();
    const count = pswp.getNumItems();
    const loop = pswp.canLoop();
    const from = pswp.currIndex;
    // Where the shown slide sits on screen (0: in place). After a swipe PhotoSwipe has already
    // moved the target index on (`pending`) without moving the slides.
    const pending = slideSteps(from, pswp.potentialIndex, count, loop);
    const shown = mainScroll.x - (mainScroll.getCurrSlideX() + pending * width);
    mainScroll.moveIndexBy(diff, false);
    const steps = slideSteps(from, pswp.currIndex, count, loop);
    const direction = Math.sign(steps);
    if (Math.abs(steps) > 1) {
      // A jump of several slides (the strip): the slide left behind is put next to the target for
      // the ride, so it slides out as the target slides in, then the neighbour is restored.
      const holder = mainScroll.itemHolders[direction > 0 ? 0 : 2];
      if (holder) {
        pswp.setContent(holder, from, true);
        afterSlide = () => {
          pswp.setContent(holder, pswp.currIndex - direction, true);
        };
      }
    }
    // Where the container starts, in slide widths from its destination: the slide left sits next
    // to the target.
    const start = (direction * width + shown) / width;
    // Time is read on the frames' own clock, from the first frame on: the frame times and the
    // event's time need not share an origin.
    let startedAt: number | undefined;
    const frame = (now: number) => {
      startedAt ??= now;
      const progress = start === 0 ? 1 : slideProgress(now - startedAt);
      mainScroll.moveTo(mainScroll.getCurrSlideX() + start * mainScroll.slideWidth * (1 - progress));
      if (progress < 1) {
        slideFrame = requestAnimationFrame(frame);
        return;
      }
      slideFrame = 0;
      const done = afterSlide;
      afterSlide = null;
      done?.();
      pswp.appendHeavy();
    };
    mainScroll.moveTo(mainScroll.getCurrSlideX() + start * width);
    if (start === 0) {
      frame(performance.now());
    } else {
      slideFrame = requestAnimationFrame(frame);
    }
  };
  const slideTo = (index: number) => {
    slideBy(pswp.getLoopedIndex(index) - pswp.potentialIndex);
  };

  // The arrow buttons keep PhotoSwipe's markup and titles but slide with the above.
  pswp.addFilter('uiElement', (element, data) => {
    if (data.name === 'arrowPrev' || data.name === 'arrowNext') {
      const diff = data.name === 'arrowNext' ? 1 : -1;
      element.onclick = () => {
        slideBy(diff);
      };
    }
    return element;
  });

  // Gestures. PhotoSwipe reports pointers before it acts on them; what it then does with a drag's
  // end (a velocity-based spring) or a pinch's end is corrected right after, in a microtask.
  const pointers = new Set<number>();
  let dragStartX = 0;
  let touchDownAt = Number.NEGATIVE_INFINITY;
  let pinching = false;
  let pinchEndedAt: number | null = null;

  /** After a drag ended: the threshold decides, measured on the pointer, or on the part of the
   * drag that moved the main scroll when a zoomed image was panned first. */
  const finishDrag = (distance: number) => {
    if (!mainScroll.isShifted()) return;
    pswp.animations.stopMainScroll();
    slideTo(pswp.currIndex + swipeStep(distance));
  };
  const finishPinch = () => {
    pinchEndedAt = performance.now();
    const slide = pswp.currSlide;
    if (slide && pinchEndsZoom(slide.currZoomLevel, slide.zoomLevels.initial)) {
      lastTap = null;
      slide.zoomTo(slide.zoomLevels.initial, undefined, pswp.options.zoomAnimationDuration);
    }
  };

  pswp.on('pointerDown', ({ originalEvent }) => {
    pointers.add(originalEvent.pointerId);
    if (pointers.size === 1) {
      dragStartX = originalEvent.clientX;
      touchDownAt = originalEvent.pointerType === 'touch' ? performance.now() : Number.NEGATIVE_INFINITY;
    }
    // Taking hold of the slide stops a slide change where it is (as PhotoSwipe's own animations).
    if (originalEvent.target instanceof Element && originalEvent.target.closest('.pswp__container')) {
      stopSlide();
    }
  });
  pswp.on('pointerMove', (event) => {
    const { gestures } = pswp;
    if (pointers.size > 1) pinching = true;
    // The touch delay: a lone finger only starts a drag once it has been down for a moment.
    if (pointers.size === 1 && !gestures.isDragging && !touchSettled(touchDownAt, performance.now())) {
      event.preventDefault();
      return;
    }
    if (gestures.isDragging && pointers.size > 1) {
      // A second finger ends the drag and starts a pinch: the main scroll settles on the slide.
      queueMicrotask(() => {
        if (!gestures.isDragging) finishDrag(0);
      });
    }
  });
  pswp.on('pointerUp', ({ originalEvent }) => {
    const { gestures } = pswp;
    pointers.delete(originalEvent.pointerId);
    const wasDragging = gestures.isDragging && pointers.size === 0;
    const slide = pswp.currSlide;
    const distance =
      slide && slide.isPannable() ? mainScroll.x - mainScroll.getCurrSlideX() : originalEvent.clientX - dragStartX;
    const pinchEnded = pinching && pointers.size < 2;
    if (pinchEnded) pinching = false;
    queueMicrotask(() => {
      if (wasDragging && !gestures.isDragging) {
        finishDrag(distance);
      } else if (!slideFrame && mainScroll.isShifted()) {
        // A tap that stopped a slide change half way: finish it.
        slideBy(0);
      }
      if (pinchEnded) finishPinch();
    });
  });
  // The floor on a pinch: never narrower than PINCH.minZoomedWidthPx.
  pswp.on('zoomPanUpdate', ({ slide }) => {
    if (!pinching) return;
    const floor = pinchZoomFloor(slide.width, slide.zoomLevels.initial);
    if (slide.currZoomLevel < floor) {
      slide.setZoomLevel(floor);
      slide.applyCurrentZoomPan();
    }
  });

  // Zoom by click only once the lightbox has been open for a moment.
  let zoomReadyAt = Number.POSITIVE_INFINITY;
  pswp.on('openingAnimationEnd', () => {
    zoomReadyAt = performance.now() + GALLERY.zoomReadyMs;
  });
  pswp.on('imageClickAction', (event) => {
    if (performance.now() < zoomReadyAt) event.preventDefault();
  });

  // A second tap within a second ends a zoom (or zooms in when not zoomed). Taps while the zoom
  // flag is set (a pinch just ended) count for nothing.
  pswp.on('tapAction', (event) => {
    const now = performance.now();
    if (pinching || zoomFlagSet(pinchEndedAt, now)) {
      event.preventDefault();
      lastTap = null;
      return;
    }
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
            slideTo(i);
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
    const { originalEvent } = event;
    const key = originalEvent.key;
    const slide = pswp.currSlide;
    const modified = originalEvent.ctrlKey || originalEvent.metaKey || originalEvent.altKey || originalEvent.shiftKey;
    // Left and right change slide (as PhotoSwipe would, but over GALLERY.slideMs).
    if ((key === 'ArrowLeft' || key === 'ArrowRight') && !modified && pswp.getNumItems() > 1) {
      event.preventDefault();
      originalEvent.preventDefault();
      slideBy(key === 'ArrowRight' ? 1 : -1);
      showBars();
      return;
    }
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
  pswp.on('close', stopSlide);
  pswp.on('destroy', () => {
    stopSlide();
    window.clearTimeout(barsTimer);
    onClose?.();
  });
  pswp.init();
  return pswp;
}
