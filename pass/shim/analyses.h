// The function pass body shared by the registration code: builds the C bridge's view of one
// function's analyses and runs the C pass logic on it.
#ifndef ARCELIDE_SHIM_ANALYSES_H
#define ARCELIDE_SHIM_ANALYSES_H

#include "arc_elide.h"

#include "llvm/IR/PassManager.h"

namespace arcelide {
llvm::PreservedAnalyses runOnFunction(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                                      const ArcElideOptions &Options);
} // namespace arcelide

#endif
