import { styled } from '#styled-system/jsx';
import { cx } from '#styled-system/css';
import { icon } from '#styled-system/recipes';
import { Children, cloneElement, type ReactElement, type SVGAttributes } from 'react';

/** Hands its class and attributes to the one `<svg>` element it wraps, as Chakra's `asChild`. */
function OntoSvg({
  children,
  className,
  ...attributes
}: {
  children: ReactElement<SVGAttributes<SVGSVGElement>>;
  className?: string;
}) {
  const svg = Children.only(children);
  return cloneElement(svg, {
    'aria-hidden': true,
    focusable: false,
    ...attributes,
    className: cx(className, svg.props.className),
  });
}

/** An icon (a react-icons element or an `<svg>`) sized and coloured, as Chakra's `Icon`. */
export const Icon = styled(OntoSvg, icon);
