// The two Painters of reportLayout.ts: a 2D canvas (PNG) and jsPDF (PDF, text as real PDF text).
import type { jsPDF } from 'jspdf';
import type { Painter, TextStyle } from './reportLayout';

const FONT_FAMILY = 'Helvetica, Arial, sans-serif';

/** Draws in layout units (points) on a canvas of `scale` pixels per unit. */
export function canvasPainter(context: CanvasRenderingContext2D, scale: number): Painter {
  context.setTransform(scale, 0, 0, scale, 0, 0);
  // Layout units are points; the canvas scale turns them into pixels.
  const font = (style: TextStyle) => `${style.bold ? 'bold ' : ''}${style.size}px ${FONT_FAMILY}`;
  return {
    text(text, x, y, style) {
      context.font = font(style);
      context.fillStyle = style.color ?? '#000000';
      context.fillText(text, x, y);
    },
    textWidth(text, style) {
      context.font = font(style);
      return context.measureText(text).width;
    },
    rect(x, y, width, height, style) {
      if (style.fill) {
        context.fillStyle = style.fill;
        context.fillRect(x, y, width, height);
      }
      if (style.stroke) {
        context.strokeStyle = style.stroke;
        context.lineWidth = style.lineWidth ?? 1;
        context.strokeRect(x, y, width, height);
      }
    },
    circle(x, y, radius, style) {
      context.beginPath();
      context.arc(x, y, radius, 0, 2 * Math.PI);
      context.fillStyle = style.fill;
      context.fill();
      if (style.stroke) {
        context.strokeStyle = style.stroke;
        context.lineWidth = 1;
        context.stroke();
      }
    },
    line(x1, y1, x2, y2, style) {
      context.beginPath();
      context.moveTo(x1, y1);
      context.lineTo(x2, y2);
      context.strokeStyle = style.color;
      context.lineWidth = style.width;
      context.stroke();
    },
    polygon(points, style) {
      context.beginPath();
      points.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
      context.closePath();
      context.fillStyle = style.fill;
      context.fill();
    },
    image(image, x, y, width, height) {
      context.drawImage(image, x, y, width, height);
    },
  };
}

/** Draws in points on a jsPDF page; text stays text (searchable, selectable, sharp at any zoom). */
export function pdfPainter(pdf: jsPDF): Painter {
  const setFont = (style: TextStyle) => {
    pdf.setFont('helvetica', style.bold ? 'bold' : 'normal');
    pdf.setFontSize(style.size);
  };
  return {
    text(text, x, y, style) {
      setFont(style);
      pdf.setTextColor(style.color ?? '#000000');
      pdf.text(text, x, y);
    },
    textWidth(text, style) {
      setFont(style);
      return pdf.getTextWidth(text);
    },
    rect(x, y, width, height, style) {
      if (style.fill) pdf.setFillColor(style.fill);
      if (style.stroke) {
        pdf.setDrawColor(style.stroke);
        pdf.setLineWidth(style.lineWidth ?? 1);
      }
      const mode = style.fill && style.stroke ? 'FD' : style.fill ? 'F' : 'S';
      pdf.rect(x, y, width, height, mode);
    },
    circle(x, y, radius, style) {
      pdf.setFillColor(style.fill);
      if (style.stroke) {
        pdf.setDrawColor(style.stroke);
        pdf.setLineWidth(0.75);
      }
      pdf.circle(x, y, radius, style.stroke ? 'FD' : 'F');
    },
    line(x1, y1, x2, y2, style) {
      pdf.setDrawColor(style.color);
      pdf.setLineWidth(style.width);
      pdf.line(x1, y1, x2, y2);
    },
    polygon(points, style) {
      const [first, ...rest] = points;
      if (!first) return;
      pdf.setFillColor(style.fill);
      // jsPDF's lines() takes relative steps from the first point.
      const steps = rest.map(([x, y], index) => {
        const [px, py] = index === 0 ? first : rest[index - 1]!;
        return [x - px, y - py];
      });
      pdf.lines(steps, first[0], first[1], [1, 1], 'F', true);
    },
    image(image, x, y, width, height) {
      // JPEG at high quality: a 300 dpi map as PNG would make a file of tens of megabytes.
      pdf.addImage(image.toDataURL('image/jpeg', 0.92), 'JPEG', x, y, width, height);
    },
  };
}
