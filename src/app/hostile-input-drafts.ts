/* Tests only (decision 077): valid console settings drafts; the fuzz test spoils one field at a time. */

const day = (weekday: number) => ({ weekday, open: true, opens: '08:30', closes: '17:30' });

/** A draft of each kind of settings section, every field filled in. */
export const settingsDrafts = (locationId: number) => [
  {
    section: 'branding',
    value: { name: 'Alpha Motors', logoUrl: '/logo.svg', colors: { primary: '#0B5FFF' } },
  },
  {
    section: `location:${locationId}`,
    value: {
      name: 'Zeta Yard',
      street: '12 Main St',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      phone: '07 3123 4567',
      email: 'sales@zeta.example',
      dealerLicenseNumber: '3100123',
      isVisible: true,
      hours: [{ department: 'sales', days: [1, 2, 3, 4, 5, 6, 0].map(day) }],
      holidays: [
        { date: '2026-12-24', department: 'sales', name: 'Eve', open: true, opens: '09:00', closes: '13:00' },
      ],
    },
  },
  {
    section: 'page:new',
    value: {
      title: 'Warranty',
      slug: 'warranty-plus',
      body: 'Five years',
      metaDescription: 'Cover',
      isPublished: true,
    },
  },
  {
    section: 'offer:new',
    value: {
      name: 'Free service',
      description: 'Free',
      disclaimer: '',
      category: 'Service offer',
      imageUrl: '',
      expiry: '2026-09-30',
    },
  },
  {
    section: 'promotion:new',
    value: {
      title: 'Winter special',
      body: 'Book in July.',
      imageUrl: '',
      url: '/service',
      buttonText: 'Book now',
      start: '2026-07-01T09:00',
      expiry: '2026-07-31T17:00',
      position: 3,
      display: ['used'],
      strictDisplay: false,
    },
  },
];
