/** Accessibility settings in the header (spec 3 §2): high contrast and three text sizes. */
const a11y = {
  settingsLabel: 'Display settings',
  contrast: 'High contrast',
  textSize: {
    label: 'Text size',
    normal: 'Normal text',
    incrtext: 'Larger text',
    bigtext: 'Largest text',
  },
};

export default a11y;
