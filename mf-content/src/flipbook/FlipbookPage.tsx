export default function FlipbookPage() {
  return (
    <section className="page">
      <h1>Your Magical Flipbook</h1>
      <p>Your magical flipbook is ready to be flipped and enjoyed!</p>
    </section>
  );
}
