import { Document, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { VehiclePrintContent } from '@/domain/vehicle/print';

// Built-in PDF fonts only (Helvetica): nothing is fetched or embedded.
const styles = StyleSheet.create({
  page: { padding: 36, fontFamily: 'Helvetica', fontSize: 10, color: '#111827' },
  // 3:2 like the photo; 270 pt wide leaves the 600 px JPEG at over 160 dpi.
  photo: { width: 270, height: 180, marginBottom: 12, objectFit: 'contain' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 18, marginBottom: 4 },
  stock: { color: '#4b5563', marginBottom: 12 },
  price: { fontFamily: 'Helvetica-Bold', fontSize: 16 },
  priceType: { color: '#4b5563', marginBottom: 16 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 12, marginTop: 12, marginBottom: 6 },
  row: { flexDirection: 'row', paddingVertical: 2, borderBottom: '0.5pt solid #e5e7eb' },
  label: { width: 140, color: '#4b5563' },
  value: { flexGrow: 1 },
  feature: { marginBottom: 2 },
  url: { marginTop: 16, color: '#1d4ed8' },
});

/** D-89: the printable page of a car, laid out from `vehiclePrintContent`, with its photo as a JPEG. */
export function VehiclePdfDocument({
  content,
  photo,
}: {
  content: VehiclePrintContent;
  photo: Buffer | null;
}) {
  const { dealer } = content;
  return (
    <Document title={content.title} author={dealer.name} subject={`Stock number ${content.stocknum}`}>
      <Page size="A4" style={styles.page}>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt text; the title follows */}
        {photo ? <Image src={{ data: photo, format: 'jpg' }} style={styles.photo} /> : null}
        <Text style={styles.title}>{content.title}</Text>
        <Text style={styles.stock}>Stock number {content.stocknum}</Text>
        <Text style={styles.price}>{content.price}</Text>
        {content.priceType ? <Text style={styles.priceType}>{content.priceType}</Text> : null}
        <Text style={styles.heading}>Key specifications</Text>
        {content.specs.map((row) => (
          <View key={row.label} style={styles.row} wrap={false}>
            <Text style={styles.label}>{row.label}</Text>
            <Text style={styles.value}>{row.value}</Text>
          </View>
        ))}
        {content.features.length > 0 ? (
          <>
            <Text style={styles.heading}>Features</Text>
            {content.features.map((feature) => (
              <Text key={feature} style={styles.feature}>
                - {feature}
              </Text>
            ))}
          </>
        ) : null}
        <Text style={styles.heading}>Dealer</Text>
        <Text>{dealer.name}</Text>
        <Text>{dealer.location}</Text>
        {dealer.address ? <Text>{dealer.address}</Text> : null}
        {dealer.phone ? <Text>Phone {dealer.phone}</Text> : null}
        <Link src={content.pageUrl} style={styles.url}>
          {content.pageUrl}
        </Link>
      </Page>
    </Document>
  );
}
