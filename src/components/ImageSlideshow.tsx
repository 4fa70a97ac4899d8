import { UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { commonMessages } from '../content/messages/common'
import { imageSlideshowMessages } from '../content/messages/components'
import { picturesOf } from './catalogue/stockImage'
import classes from './ImageSlideshow.module.css'
import { RoundIconButton } from './RoundIconButton'

/**
 * A picture viewer with previous/next arrows, dots and thumbnails; the stock image when there is none. The picture
 * shown is the top of a detail page, its largest paint: the browser asks for it first.
 */
export function ImageSlideshow({ images, alt }: { images: readonly string[]; alt: string }) {
  const pictures = picturesOf(images)
  const [index, setIndex] = useState(0)
  const count = pictures.length
  const show = (next: number) => setIndex((next + count) % count)
  const current = Math.min(index, count - 1)

  return (
    <section
      className={classes.root}
      aria-roledescription={commonMessages.carousel}
      aria-label={imageSlideshowMessages.label(alt)}
    >
      <div className={classes.stage}>
        <img
          src={pictures[current]}
          alt={count > 1 ? imageSlideshowMessages.image(alt, current + 1, count) : alt}
          width={800}
          height={600}
          fetchPriority="high"
          className={classes.image}
        />
        {count > 1 && (
          <>
            <SlideArrow direction="previous" onClick={() => show(current - 1)} />
            <SlideArrow direction="next" onClick={() => show(current + 1)} />
            <div className={classes.dots}>
              {pictures.map((_, i) => (
                <UnstyledButton
                  key={i}
                  className={classes.dot}
                  data-active={i === current || undefined}
                  aria-label={imageSlideshowMessages.showImage(i + 1, count)}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => show(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={classes.thumbnails}>
          {pictures.map((src, i) => (
            <UnstyledButton
              key={src + i}
              className={classes.thumbnail}
              data-active={i === current || undefined}
              aria-label={imageSlideshowMessages.thumbnail(i + 1, count)}
              aria-pressed={i === current}
              onClick={() => show(i)}
            >
              <img src={src} alt="" width={96} height={72} loading="lazy" />
            </UnstyledButton>
          ))}
        </div>
      )}
    </section>
  )
}

function SlideArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  return (
    <RoundIconButton
      className={`${classes.arrow} ${classes[direction]}`}
      sizeRem={2.125}
      label={direction === 'previous' ? imageSlideshowMessages.previous : imageSlideshowMessages.next}
      onClick={onClick}
    >
      {direction === 'previous' ? '‹' : '›'}
    </RoundIconButton>
  )
}
