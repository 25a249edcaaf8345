//! A plain logistic regression (standardised features, a small ridge, Newton's method) and
//! the cross-validated area under its ROC curve: the likeness measure's classifier.

/// Ridge on the standardised weights: enough to keep Newton's steps finite when the two
/// classes are separable, small enough not to blunt a real difference.
const RIDGE: f64 = 1.0;
const NEWTON_STEPS: usize = 25;

/// A fitted model: per-feature mean and spread of its training rows, then weights.
pub struct Model {
    mean: Vec<f64>,
    spread: Vec<f64>,
    /// Bias first, then one weight per standardised feature.
    pub weights: Vec<f64>,
}

impl Model {
    /// Fits rows `x` with labels `y` (true: the positive class).
    pub fn fit(x: &[Vec<f64>], y: &[bool]) -> Model {
        let d = x.first().map_or(0, Vec::len);
        let n = x.len().max(1) as f64;
        let mean: Vec<f64> = (0..d)
            .map(|j| x.iter().map(|r| r[j]).sum::<f64>() / n)
            .collect();
        let spread: Vec<f64> = (0..d)
            .map(|j| {
                let v = x.iter().map(|r| (r[j] - mean[j]).powi(2)).sum::<f64>() / n;
                if v > 1e-12 {
                    v.sqrt()
                } else {
                    1.0
                }
            })
            .collect();
        let mut model = Model {
            mean,
            spread,
            weights: vec![0.0; d + 1],
        };
        let rows: Vec<Vec<f64>> = x.iter().map(|r| model.design(r)).collect();
        for _ in 0..NEWTON_STEPS {
            let mut grad = vec![0.0; d + 1];
            let mut hess = vec![vec![0.0; d + 1]; d + 1];
            for (row, &label) in rows.iter().zip(y) {
                let p = sigmoid(dot(&model.weights, row));
                let err = p - f64::from(u8::from(label));
                let w = (p * (1.0 - p)).max(1e-9);
                for i in 0..=d {
                    grad[i] += err * row[i];
                    for j in 0..=d {
                        hess[i][j] += w * row[i] * row[j];
                    }
                }
            }
            for i in 1..=d {
                grad[i] += RIDGE * model.weights[i];
                hess[i][i] += RIDGE;
            }
            let Some(step) = solve(hess, grad) else { break };
            let mut moved = 0.0f64;
            for (w, s) in model.weights.iter_mut().zip(&step) {
                *w -= s;
                moved = moved.max(s.abs());
            }
            if moved < 1e-8 {
                break;
            }
        }
        model
    }

    /// A bias term, then the standardised features.
    fn design(&self, row: &[f64]) -> Vec<f64> {
        std::iter::once(1.0)
            .chain(
                row.iter()
                    .zip(self.mean.iter().zip(&self.spread))
                    .map(|(v, (m, s))| (v - m) / s),
            )
            .collect()
    }

    /// Each feature's mean in the training rows.
    pub fn mean(&self) -> &[f64] {
        &self.mean
    }

    /// Each feature's spread (standard deviation, 1 where it was 0) in the training rows.
    pub fn spread(&self) -> &[f64] {
        &self.spread
    }

    /// The probability that `row` belongs to the positive class.
    pub fn predict(&self, row: &[f64]) -> f64 {
        sigmoid(dot(&self.weights, &self.design(row)))
    }
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; None if singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (top, below) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for (offset, row) in below.iter_mut().enumerate() {
            let f = row[col] / pivot_row[col];
            if f != 0.0 {
                for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * p;
                }
                b[col + 1 + offset] -= f * b[col];
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - s) / a[row][row];
    }
    Some(x)
}

/// The area under the ROC curve of `scores` for `labels`: the chance that a random positive
/// scores above a random negative (ties count half).
pub fn auc(scores: &[f64], labels: &[bool]) -> f64 {
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|&i, &j| scores[i].total_cmp(&scores[j]));
    // Mann-Whitney: sum of the positives' ranks, ties given their mean rank.
    let mut rank_sum = 0.0;
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && scores[order[j + 1]] == scores[order[i]] {
            j += 1;
        }
        let mean_rank = (i + j) as f64 / 2.0 + 1.0;
        rank_sum += order[i..=j].iter().filter(|&&k| labels[k]).count() as f64 * mean_rank;
        i = j + 1;
    }
    let pos = labels.iter().filter(|&&l| l).count() as f64;
    let neg = labels.len() as f64 - pos;
    if pos == 0.0 || neg == 0.0 {
        return 0.5;
    }
    (rank_sum - pos * (pos + 1.0) / 2.0) / (pos * neg)
}

/// The AUC of predictions made for each row by a model fitted on the other folds (`folds`
/// folds, rows dealt to them in turn, so that both classes are spread evenly when they come
/// in matched pairs).
pub fn cross_validated_auc(x: &[Vec<f64>], y: &[bool], folds: usize) -> f64 {
    let mut scores = vec![0.0; x.len()];
    for fold in 0..folds {
        let train: Vec<usize> = (0..x.len()).filter(|i| (i / 2) % folds != fold).collect();
        let model = Model::fit(
            &train.iter().map(|&i| x[i].clone()).collect::<Vec<_>>(),
            &train.iter().map(|&i| y[i]).collect::<Vec<_>>(),
        );
        for i in (0..x.len()).filter(|i| (i / 2) % folds == fold) {
            scores[i] = model.predict(&x[i]);
        }
    }
    auc(&scores, y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auc_counts_pairs_ranked_right_and_ties_as_half() {
        assert_eq!(auc(&[0.1, 0.9], &[false, true]), 1.0);
        assert_eq!(auc(&[0.9, 0.1], &[false, true]), 0.0);
        assert_eq!(auc(&[0.5, 0.5], &[false, true]), 0.5);
        assert_eq!(
            auc(&[0.1, 0.4, 0.35, 0.8], &[false, false, true, true]),
            0.75
        );
    }

    /// A pseudo-random stream for the tests, so no crate is needed for it.
    fn noise(seed: &mut u64) -> f64 {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((*seed >> 11) as f64 / (1u64 << 53) as f64) - 0.5
    }

    #[test]
    fn a_feature_that_separates_the_classes_is_found_and_noise_is_not() {
        let mut seed = 7;
        let (mut x, mut y) = (Vec::new(), Vec::new());
        for i in 0..400 {
            let label = i % 2 == 0;
            let signal = if label { 1.0 } else { -1.0 } + noise(&mut seed) * 0.5;
            x.push(vec![signal, noise(&mut seed)]);
            y.push(label);
        }
        assert!(cross_validated_auc(&x, &y, 5) > 0.99);
        // The same rows with labels that say nothing: near a coin's toss.
        let x_noise: Vec<Vec<f64>> = x.iter().map(|r| vec![r[1]]).collect();
        let chance = cross_validated_auc(&x_noise, &y, 5);
        assert!((0.4..0.6).contains(&chance), "{chance}");
    }
}
